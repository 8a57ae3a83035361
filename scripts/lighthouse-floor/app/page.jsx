import { Counter } from './counter';

export default function Page() {
  return (
    <main>
      <h1>Real-estate training</h1>
      <p>A prerendered page with one client component: what every page of the site pays before it adds its own.</p>
      <Counter />
    </main>
  );
}
