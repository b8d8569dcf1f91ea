import './styles/base.css';
export * from './button/Button';
export * from './vehicle-card/VehicleCard';
export * from './section/Section';
export * from './hooks/use-debounced';
