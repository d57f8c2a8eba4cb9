import type { ReactNode } from 'react';

/** A page-sized notice in place of a screen that could not be loaded or drawn. */
export function ProblemPanel({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center text-foreground">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <div className="flex flex-wrap items-center justify-center gap-4">{children}</div>
    </section>
  );
}

/** Outside the shell (no layout around it) the notice is the whole page. */
export function ProblemPage({ children }: { children: ReactNode }) {
  return <main className="min-h-screen bg-background">{children}</main>;
}
