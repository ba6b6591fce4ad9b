import { LaunchNotice } from './launch-notice';

/** Bottom wear has not launched: a coming-soon popup, launch in February (spec section 2). */
export function BottomWearScreen() {
  return (
    <LaunchNotice
      name="Bottom Wear"
      eyebrow="Coming soon"
      description="Bottom wear from Bhopal Threads, joggers, cargos and distressed jeans, launches in February. Shop our t-shirts, hoodies and shackets now."
      popupTitle="Bottom wear is coming soon"
      message={
        <>
          <p>Joggers, cargos and distressed jeans are on their way. Our bottom wear collection launches in February.</p>
          <p>Till then, pair your look with our t-shirts, hoodies and shackets.</p>
        </>
      }
      action={{ to: '/upper-wear', label: 'Shop upper wear' }}
    />
  );
}
