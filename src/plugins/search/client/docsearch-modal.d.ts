// DocSearch's modal and its styles: ./warmModal.tsx draws the modal ahead of its first opening, which the theme's
// search bar loads on demand; the package types only its main entry.
declare module '@docsearch/react/modal';
declare module '@docsearch/react/style';
