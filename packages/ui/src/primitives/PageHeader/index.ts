export { PageHeader, PageHeaderMessage, type PageHeaderProps } from './PageHeader';
