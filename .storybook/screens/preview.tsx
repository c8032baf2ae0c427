// the same preview as the main catalogue: decorators, MSW loader, modes and fonts
export { default } from '../preview';
