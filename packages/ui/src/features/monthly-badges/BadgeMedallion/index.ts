export {
  BadgeMedallion,
  badgeMedallionSizes,
  type BadgeMedallionProps,
  type BadgeMedallionSize,
} from './BadgeMedallion';
