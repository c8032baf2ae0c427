export { FailedReadsBanner, type FailedReadsBannerProps } from './FailedReadsBanner';
export { combinedFetchErrors } from './combined-errors';
