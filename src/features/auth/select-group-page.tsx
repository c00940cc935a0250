export function SelectGroupPage() {
  return <h1>Select a group</h1>;
}
