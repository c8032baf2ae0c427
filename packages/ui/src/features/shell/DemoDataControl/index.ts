export { DemoDataControl, type DemoDataControlProps } from './DemoDataControl';
