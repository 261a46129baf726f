/** Stylesheets imported for their side effect (a chunk's own CSS, e.g. uPlot's): the bundler handles them. */
declare module '*.css';
