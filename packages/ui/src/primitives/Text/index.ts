export {
  Text,
  textSizes,
  textTones,
  textWeights,
  textElements,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
  type TextElement,
} from './Text';
