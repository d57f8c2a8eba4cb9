// The kit's jsdom setup: jest-dom matchers and the browser APIs Radix needs.
import '@shop/ui/test-setup';
