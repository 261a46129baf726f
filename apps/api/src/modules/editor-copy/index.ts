export { EditorCopyModule } from './editor-copy.module.js';
