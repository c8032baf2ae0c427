export {
  AdminCatalogue,
  type AdminCatalogueProps,
  type AdminCatalogueTexts,
} from './AdminCatalogue';
