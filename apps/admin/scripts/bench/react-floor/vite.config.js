// Vite's defaults plus the admin's compile hints: the page starts React as the admin's build
// does, and nothing else of the admin.
import { defineConfig } from 'vite';
import { compileHints } from '../../../vite/compile-hints';

export default defineConfig({ plugins: [compileHints()] });
