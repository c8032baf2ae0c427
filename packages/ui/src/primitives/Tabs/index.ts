export {
  Tabs,
  TabsRoot,
  TabsList,
  TabsTrigger,
  TabsContent,
  type TabsProps,
  type TabItem,
} from './Tabs';
