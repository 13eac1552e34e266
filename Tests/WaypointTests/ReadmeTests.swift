import Testing
import Waypoint

/// The README's example, line for line, with the output it shows.
@Suite("README")
@MainActor
struct ReadmeTests {
  @Test func theReadmeExamplePrintsWhatTheReadmeShows() throws {
    let router = Router(try NavigationState(tabs: ["home", "explore"], selected: "home"))
    router.push(Screen.profile)
    router.push(Screen.settings)
    #expect(router.pop(5) == 2)

    router.present(.sheet(Screen.settings, id: "settings"))
    router.stack("settings").push(Screen.about)
    router.stack("home").push(Screen.about)
    #expect(
      router.state.description == """
        tabs, selected home
          stack home: #4 about
            sheet
              stack settings (root: settings): #3 about
          stack explore: empty
        """)
  }
}
