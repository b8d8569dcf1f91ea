export { dealerHomeRoute } from './dealer-home-route';
export { dealerHomeCatalog } from './messages';
