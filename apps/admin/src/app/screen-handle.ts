/** What a screen's route carries for the shell: the title the top bar and the tab show. */
export type ScreenHandle = { title: string };
