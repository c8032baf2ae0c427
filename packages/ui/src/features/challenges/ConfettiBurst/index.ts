export {
  ConfettiBurst,
  CONFETTI_PIECES,
  CONFETTI_MS,
  type ConfettiBurstProps,
} from './ConfettiBurst';
