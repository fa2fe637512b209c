import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from './coupons.ts';
import { LAUNCH_MESSAGES } from './game-launch.ts';
import { LOBBY_MESSAGES } from './messages.ts';
import { DEPOSIT_MESSAGES } from './quick-deposit.ts';

// The UI uses these as message source text, so they must read exactly as the spec quotes them.
describe('spec wording', () => {
  it('keeps the lobby texts of §2 and §8', () => {
    expect(LOBBY_MESSAGES).toEqual({
      searchNoResults: 'No results found. Maybe try a different keyword?',
      filterNoGames: 'Oops! No games found',
      notFoundTitle: 'Lost in the Shuffle?',
      notFoundText: 'The page you requested is no longer available, or cannot be found.',
      randomPlayPrompt: "Don't know what to play? Try random!",
      playNow: 'Play Now',
      recentWinners: 'Recent Winners',
      biggestWinners: 'Biggest Winners',
      practiceMode: 'Practice Mode',
      remindMe: 'Remind Me',
      reminderSet: 'Reminder Set',
      participate: 'Participate',
      showAll: 'Show all',
      viewAll: 'View All',
      exploreGames: 'Explore Games',
      expiresIn: 'Expires in',
      promotions: 'Promotions',
    });
  });

  it('keeps the game launch texts', () => {
    expect(LAUNCH_MESSAGES).toEqual({
      loginToPlay: "Don't miss out! Log in now to play {gameName}",
      mobileOnly: 'We are sorry, this game is available for mobile devices only',
    });
  });

  it('keeps the deposit and withdrawal texts', () => {
    expect(DEPOSIT_MESSAGES).toEqual({
      empty: 'Please enter your deposit amount',
      belowMin: 'Minimum amount to deposit is {min}',
      aboveMax: 'Maximum allowed amount is {max}',
      error: 'Your deposit could not be processed',
      unconfirmed: 'Your deposit could not be confirmed',
      success: 'Deposit of {amount} was added to your wallet',
      cardError: "We're sorry",
      withdrawalCancelled: 'Your funds are back in your balance!',
      withdrawalNotCancelled: 'Your Withdrawal could not be cancelled, please visit our withdrawal page',
    });
  });

  it('keeps the coupon texts', () => {
    expect(COUPON_MESSAGES).toEqual({
      cancelFailed: 'Sorry, coupon code {couponcode} could not be cancelled.',
      redeemFailed: 'Sorry, coupon code {couponcode} could not be redeemed.',
      cancelOrRedeemFailed: 'Sorry, coupon code {couponcode} could not be cancelled or redeemed.',
      redeemed: 'Coupon {couponcode} has been successfully redeemed!',
    });
  });
});
