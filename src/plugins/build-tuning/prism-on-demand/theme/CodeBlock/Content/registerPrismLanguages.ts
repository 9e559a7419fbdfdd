import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The theme's own registration (themeConfig.prism.additionalLanguages), run once, by the first code block's module.
prismIncludeLanguages(Prism);
