// The theme's highlighted code, with the extra Prism languages registered
// first (imports are evaluated in order). Loaded on its own, when a code block
// needs highlighting (see ./index.tsx).
import './registerPrismLanguages';
import CodeBlockContent from '@theme-init/CodeBlock/Content';

export default CodeBlockContent;
