// The Algolia theme's own search bar and search page, which the search plugin's theme components wrap (aliased in
// ../index.ts: the package exports no path to them). Untyped, as the theme's @theme-original/* modules are.
declare module '@algolia-theme/SearchBar';
declare module '@algolia-theme/SearchPage';
