import { PageHeader } from '../../shared/ui/page-header';
import { StatePanel } from '../../shared/ui/state-panel';
import { CustomizePanel } from './customize-panel';
import { useDashboardLayout } from './use-dashboard-layout';

/** Settings › Dashboard layout: the same panel the dashboard shows with ?customize=true. */
export function DashboardCustomizeRoute() {
  const { layout, permissions, customized, loading, save, reset } = useDashboardLayout();
  return (
    <>
      <PageHeader
        title="Dashboard customization"
        description="Choose which widgets your dashboard shows, in what order and how wide."
      />
      {loading ? (
        <StatePanel state={{ kind: 'loading' }} />
      ) : (
        <CustomizePanel
          layout={layout}
          permissions={permissions}
          customized={customized}
          onChange={save}
          onReset={reset}
        />
      )}
    </>
  );
}
