// Algolia's browser build, imported by path in liteClient.ts because
// 'algoliasearch/lite' itself is aliased to that file. Same API.
declare module 'algoliasearch/dist/lite/builds/browser' {
  export {liteClient} from 'algoliasearch/lite';
}
