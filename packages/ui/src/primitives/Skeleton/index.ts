export {
  Skeleton,
  SkeletonShape,
  skeletonShapes,
  skeletonCircleSizes,
  type SkeletonProps,
  type SkeletonShapeProps,
  type SkeletonShapeKind,
  type SkeletonCircleSize,
} from './Skeleton';
