export { FIXED_NOW } from './clock';
export { personas, type Persona, type PersonaName } from './personas';
export { handlers, allHandlers } from './handlers/index';
