export { Tag, tagTones, tagSizes, type TagProps, type TagTone, type TagSize } from './Tag';
