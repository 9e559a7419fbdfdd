// Stands in, in the browser bundle, for modules that must not load there: the
// classic theme's start-up module that loaded Prism on every page, and the
// server's import of highlighted code (see ../index.ts).
export default undefined;
