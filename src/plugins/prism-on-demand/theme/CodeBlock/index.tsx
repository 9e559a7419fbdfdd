// Registers the extra Prism languages before the theme's CodeBlock (imported
// next) can render; imports are evaluated in order.
import './registerPrismLanguages';
import CodeBlock from '@theme-init/CodeBlock';

export default CodeBlock;
