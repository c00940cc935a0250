export function NewIdPage() {
  return <h1>New ID</h1>;
}
