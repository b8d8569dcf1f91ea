// The page's code is a lazy chunk; its stylesheets load eagerly with the route (see lazyPage).
import '@carweb/vehicle-market-ui/styles';
import '@carweb/vehicle-market-common/styles';
import './list-page/list-page.module.css';
import './filter-panel/filter-panel.module.css';
