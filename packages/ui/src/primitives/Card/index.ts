export {
  Card,
  cardPaddings,
  cardElements,
  type CardProps,
  type CardPadding,
  type CardElement,
} from './Card';
