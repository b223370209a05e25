// The framework reference page's layout (perf/reference-app/app/layout.jsx), the same module: the
// store's fonts and nothing else. The page's own <body> markup comes from the tree the tool wrote.
export { default, metadata, viewport } from '../../reference-app/app/layout.jsx';
