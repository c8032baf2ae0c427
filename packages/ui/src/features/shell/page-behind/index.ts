export { hasAppPageBehind, useGoBackInApp } from './useGoBackInApp';
