import Foundation
import SystemFiles
import Testing
import WeatherCore

@Suite struct CalendarDayTests {
  @Test(arguments: [
    ("1970-01-01", 0), ("1969-12-31", -1), ("2000-03-01", 11017), ("2024-02-29", 19782),
  ])
  func dayNumbersCountFrom1970(text: String, number: Int) throws {
    let day = try #require(CalendarDay(iso: text))
    #expect(day.dayNumber == number)
    #expect(CalendarDay(dayNumber: number) == day)
    #expect(day.description == text)
  }

  @Test(arguments: ["2023-02-29", "2024-13-01", "2024-1-01", "24-01-01", "2024-01-32", "", "abcd-ef-gh"])
  func impossibleDatesAreRejected(text: String) {
    #expect(CalendarDay(iso: text) == nil)
  }

  @Test func leapDayHasItsOwnSlotAndFallsBackInCommonYears() {
    let leapDay = CalendarDay(year: 2024, month: 2, day: 29)
    #expect(leapDay.leapYearIndex == 59)
    #expect(CalendarDay(year: 2023, month: 3, day: 1).leapYearIndex == 60)
    #expect(CalendarDay(year: 2024, month: 12, day: 31).leapYearIndex == 365)
    #expect(leapDay.sameDate(inYear: 2023) == CalendarDay(year: 2023, month: 2, day: 28))
    #expect(leapDay.sameDate(inYear: 2000) == CalendarDay(year: 2000, month: 2, day: 29))
    #expect(CalendarDay(year: 2024, month: 2, day: 28).adding(days: 1) == leapDay)
    #expect(CalendarDay(year: 1900, month: 3, day: 1).adding(days: -1).day == 28)
  }

  @Test func localDayFollowsTheZone() {
    // 2024-10-26 23:30 UTC is already the 27th in Berlin (CEST, UTC+2).
    let instant = ContextTestData.utc(2024, 10, 26, 23, 30)
    #expect(CalendarDay(instant, timeZone: ContextTestData.berlinZone) == CalendarDay(year: 2024, month: 10, day: 27))
    #expect(CalendarDay(instant, timeZone: ZoneDatabase.zone("UTC")!) == CalendarDay(year: 2024, month: 10, day: 26))
    // Start of the DST day: midnight CEST = 22:00 UTC the day before.
    #expect(
      CalendarDay(year: 2024, month: 10, day: 27).start(in: ContextTestData.berlinZone)
        == ContextTestData.utc(2024, 10, 26, 22))
  }
}
