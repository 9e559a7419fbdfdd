import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The theme's own registration (themeConfig.prism.additionalLanguages), run
// once, when the first module that renders a code block is evaluated.
prismIncludeLanguages(Prism);
