// The theme's highlighted code, the extra Prism languages registered first (imports run in order); see ./index.tsx.
import './registerPrismLanguages';
import CodeBlockContent from '@theme-init/CodeBlock/Content';

export default CodeBlockContent;
