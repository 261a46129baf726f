// Shared setup for the web (jsdom) test project.
