// The reference app's build: Vite's defaults, as a react-admin project starts with them.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
