import { runLeadAction } from '@carweb/checkout-form-engine';
import { pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { dealerTestDriveForm } from './forms/dealer-test-drive-form';
import { thanksUrlOf } from './thanks-step';

/** The test drive goes to the dealer of the page; the form service checks that the chosen model exists. */
export async function dealerTestDriveAction(args: PageLoaderArgs) {
  const dealer = await pageDealer(args);
  return runLeadAction(dealerTestDriveForm, args.request, {
    api: args.api,
    fixed: { dealerId: dealer.dealerId },
    thanksUrl: thanksUrlOf(args.request),
  });
}
