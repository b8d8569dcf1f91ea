// Side-effect imports of every stylesheet of this library. Pages whose code is loaded lazily import
// this eagerly (from their route), so the server-rendered HTML is styled before the page's chunk loads.
import './shared/a11y.module.css';
import './vehicle-card/MarketVehicleCard.module.css';
import './filter-inputs/filter-inputs.module.css';
import './filter-tags/FilterTags.module.css';
import './gallery/Gallery.module.css';
import './tabs/Tabs.module.css';
import './efficiency/EfficiencyLabel.module.css';
import './carousel/Carousel.module.css';
import './dialog/Dialog.module.css';
