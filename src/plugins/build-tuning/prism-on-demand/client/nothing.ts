// Stands in, in the browser bundle, for the theme's start-up module that loaded Prism and the server's highlighting.
export default undefined;
