// The installed DocSearch's version (the theme tells DocSearch 3 from 4 by it);
// webpack keeps only this field of the JSON file.
import docSearchPackage from '@docsearch/react/package.json';

export const version: string = docSearchPackage.version;
