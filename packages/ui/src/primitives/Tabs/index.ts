export {
  Tabs,
  TabsRoot,
  TabsList,
  TabsTrigger,
  TabsContent,
  type TabsProps,
  type TabItem,
} from './Tabs';
export { useNewTabCheck } from './use-new-tab';
