import { openForCommand } from './command-database';
import { setOperator } from './operator';

/** `npm run operator -- --phone 080… [--revoke]`: makes an existing account the market's operator, or takes it back. */
const args = process.argv.slice(2);
const phoneFlag = args.indexOf('--phone');
const phone = phoneFlag >= 0 ? args[phoneFlag + 1] : undefined;
if (!phone) {
  console.error('Usage: npm run operator -- --phone 08012345678 [--revoke]');
  process.exit(2);
}
const handle = await openForCommand();
try {
  const result = await setOperator(handle.db, phone, !args.includes('--revoke'));
  if (!result.ok) {
    console.error(result.error);
    process.exitCode = 1;
  } else {
    console.log(
      result.operator ? `${result.fullName} is now the market's operator.` : `${result.fullName} is no longer the market's operator.`,
    );
  }
} finally {
  await handle.close();
}
