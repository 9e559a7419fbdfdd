// DocSearch's modal entry point, which src/theme/SearchBar fetches ahead of
// time as the theme does when the modal opens; the package types only its
// main entry.
declare module '@docsearch/react/modal';
