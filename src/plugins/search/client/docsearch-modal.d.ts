// DocSearch's modal and its styles, which src/plugins/search/theme/SearchBar fetches ahead of
// time as the theme does when the modal opens; the package types only its
// main entry.
declare module '@docsearch/react/modal';
declare module '@docsearch/react/style';
