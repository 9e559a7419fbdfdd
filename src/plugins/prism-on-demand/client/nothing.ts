// Stands in for the classic theme's start-up module that loaded Prism on every page (see ../index.ts).
export {};
