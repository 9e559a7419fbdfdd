import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import DocsVersionMenu from '@site/src/components/DocsVersionMenu';

/** The theme's navbar item types, and the site's docs version menu (`type: 'custom-docsVersionMenu'`). */
const ComponentTypesWithVersionMenu: ComponentTypesObject = {
  ...ComponentTypes,
  'custom-docsVersionMenu': DocsVersionMenu,
};

export default ComponentTypesWithVersionMenu;
