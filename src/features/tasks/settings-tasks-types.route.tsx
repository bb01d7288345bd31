import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function TaskTypesRoute() {
  return (
    <PlaceholderPage
      title="Task types"
      description="The kinds of task your team tracks."
      note="Task types are added, renamed and removed here."
    />
  );
}
